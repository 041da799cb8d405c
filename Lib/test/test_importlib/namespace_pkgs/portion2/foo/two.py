attr = 'portion2 foo two'
