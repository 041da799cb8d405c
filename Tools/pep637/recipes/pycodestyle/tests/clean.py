"""Keyword subscripts as PEP 8 spaces them: flake8 has nothing to say."""
import operator


class Grid:
    def __getitem__(self, index, *, row=0, col=0):
        return [index, row, col]

    def __setitem__(self, index, value, *, row=0, col=0):
        pass

    def __delitem__(self, index, *, row=0, col=0):
        pass

    def __class_getitem__(cls, item, **kwargs):
        return cls


def frame(cell: Grid[row=int] = None) -> Grid[row=int, col=str]:
    return cell


grid = Grid()
options = {"col": 3}
index = (1, 2)
print(grid[row=1, col=2], grid[1, row=1], grid[(0,), row=1])
grid[row=1, col=2] = 5
grid[0, row=1] = grid[0, row=2] = 6
del grid[row=1, col=2]
grid[row=1] += [1]
grid[0, col=1] *= 2
print(grid[*index, row=1, **options], grid[**options], grid[row=1,])
print(grid[row=1:2, col=::2], grid[row=-1, col=+1], grid[row=...])
print(grid[row=grid[col=1] == 1], grid[row=(n := 2)], n)
print(grid[row=lambda x=1: x], grid[row=f"{index=}"])
print(grid[row={"a": grid[col=1]}], [grid[row=i] for i in range(3)])
print(grid[
    row=1,
    col=2,
])
print(Grid[T=int], Grid[int, T=str], operator.getitem(grid, 0, row=1))
for grid[row=1] in range(2):
    pass
