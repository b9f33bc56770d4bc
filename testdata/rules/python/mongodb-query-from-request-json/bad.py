import json

from flask import Flask, request
from pymongo import MongoClient

app = Flask(__name__)
users = MongoClient().app.users


@app.route("/login", methods=["POST"])
def login():
    body = request.get_json()
    user = users.find_one({"name": body["name"], "password": body["password"]})  # want "python/mongodb-query-from-request-json"
    return str(user)


@app.route("/search", methods=["POST"])
def search():
    found = users.find(request.json)  # want "python/mongodb-query-from-request-json"
    name = request.args.get("name")
    scripted = users.find({"$where": "this.name == '" + name + "'"})  # want "python/mongodb-query-from-request-json"
    return str(list(found)) + str(list(scripted))


def raw(request):
    filt = json.loads(request.body)
    return users.delete_many(filt)  # want "python/mongodb-query-from-request-json"
