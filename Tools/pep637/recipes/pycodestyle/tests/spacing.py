# Keyword subscripts spaced against PEP 8.  check_tools.py writes the same
# module with calls in place of the subscripts (each bracket replaced by a
# parenthesis) and requires the same codes, in the same columns, on both.
grid = Grid = print
grid[row = 1]
grid[row =1]
grid[row= 1, col = 2]
grid[1, row = 1]
grid[*index, row = 1, **options]
grid[row=1,col=2]
grid[1,row=1]
grid[row=1,**options]
grid[row=value==1]
grid[row=(x:=1)]
grid[row=1 , col=2]
grid[ row=1]
Grid[T = int]
grid[
    row = 1,
    col=2,
]
