from pymongo import MongoClient


def connect(user, password):
    return MongoClient("db.example.com", username=user, password=password, authMechanism="MONGODB-CR")  # want "python/mongodb-cr-auth"


LEGACY_URI = "mongodb://app@db.example.com/app?authSource=admin&authMechanism=MONGODB-CR"  # want "python/mongodb-cr-auth"
