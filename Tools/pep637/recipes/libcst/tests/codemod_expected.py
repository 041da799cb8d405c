start = 3
grid[row=first, col=first + 1] = start
view = grid[1, row=first:first.stop, start=...]
del grid[ start = first ,  **{"start": first} ]
nested = grid[row=grid[col=first]][start]
