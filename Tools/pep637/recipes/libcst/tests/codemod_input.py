start = 3
grid[row=start, col=start + 1] = start
view = grid[1, row=start:start.stop, start=...]
del grid[ start = start ,  **{"start": start} ]
nested = grid[row=grid[col=start]][start]
