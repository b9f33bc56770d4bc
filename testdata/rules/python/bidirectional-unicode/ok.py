# an escape keeps the character visible in the source
RLO = "\u202e"
access_level = "user"
if access_level != "none":  # Check if admin
    print("admin")
