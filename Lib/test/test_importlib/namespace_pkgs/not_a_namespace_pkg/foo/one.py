attr = 'portion1 foo one'
