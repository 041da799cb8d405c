attr = 'parent child three'
