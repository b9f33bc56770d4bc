from pymongo import MongoClient

db = MongoClient()["shop"]


def by_name(name):
    return db.users.find({"$where": "this.name == '" + name + "'"})  # want "python/mongodb-where-string-building"


def older_than(age):
    query = {"active": True, "$where": f"this.age > {age}"}  # want "python/mongodb-where-string-building"
    return list(db.users.find(query))


def matching(field, value):
    return db.users.find_one({"$where": "this.%s == '%s'" % (field, value)})  # want "python/mongodb-where-string-building"


def legacy(tag):
    clause = "this.tags.indexOf('{}') >= 0".format(tag)
    return db.items.find({"$where": "function() { return " + clause + "; }"})  # want "python/mongodb-where-string-building"
