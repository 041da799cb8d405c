print('Hello world...')
