attr = 'parent child one'
