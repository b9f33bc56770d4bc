from pymongo import MongoClient

db = MongoClient()["shop"]


def by_name(name):
    return db.users.find({"name": name})


def older_than(age):
    return db.users.find({"$expr": {"$gt": ["$age", age]}})


def fixed():
    return db.users.find({"$where": "this.credits > this.debits"})


def fixed_parts():
    limit = "10"
    return db.users.find({"$where": "this.logins > " + limit})
