initialized = True

def main():
    print("Hello world!")

if __name__ == '__main__':
    main()
