attr = 'parent child two'
