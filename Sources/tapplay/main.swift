print("tapplay")
