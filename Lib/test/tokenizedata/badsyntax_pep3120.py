print("böse")
