from bson import ObjectId
from flask import Flask, request
from pymongo import MongoClient

app = Flask(__name__)
users = MongoClient().app.users


@app.route("/login", methods=["POST"])
def login():
    body = request.get_json()
    user = users.find_one({"name": str(body["name"])})
    by_id = users.find_one({"_id": ObjectId(body["id"])})
    name = request.args.get("name")
    plain = users.find({"name": name})
    return str(user) + str(by_id) + str(list(plain))
