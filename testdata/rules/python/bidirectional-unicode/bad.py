# a comment
access_level = "user"
if access_level != "none‮ ⁦# Check if admin⁩ ⁦":  # want "python/bidirectional-unicode"
    print("admin")
