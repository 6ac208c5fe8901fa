print("layoutsnap")
