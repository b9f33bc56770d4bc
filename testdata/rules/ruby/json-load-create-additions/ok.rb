data = JSON.parse(request.body.read)
conf = JSON.load(File.read("config.json"))
obj = JSON.parse(payload, create_additions: false)
yaml = JSON.load(obj.to_json).to_yaml
