slug = name.tr("-", "_")
text = body.gsub("\r\n", "\n")
path = base.gsub(/\s+/, "-")
