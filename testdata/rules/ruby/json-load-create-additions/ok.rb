data = JSON.parse(request.body.read)
conf = JSON.load(File.read("config.json"))
obj = JSON.parse(payload, create_additions: false)
