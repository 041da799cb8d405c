attr = 'in module'
