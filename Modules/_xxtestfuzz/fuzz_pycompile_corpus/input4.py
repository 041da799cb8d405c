async def hello(name: str):
    await name
    print(name)
