data = JSON.load(request.body.read) # want "ruby/json-load-create-additions"
obj = JSON.parse(payload, create_additions: true) # want "ruby/json-load-create-additions"
