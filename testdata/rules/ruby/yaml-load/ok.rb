config = YAML.safe_load(request.body.read)
config = YAML.load(File.read(path), permitted_classes: [Date, Symbol])
