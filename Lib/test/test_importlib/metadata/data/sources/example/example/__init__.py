def main():
    return 'example'
