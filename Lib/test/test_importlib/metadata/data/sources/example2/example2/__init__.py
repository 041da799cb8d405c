def main():
    return "example"
