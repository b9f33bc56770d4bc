from pymongo import MongoClient


def connect(user, password):
    return MongoClient("db.example.com", username=user, password=password, authMechanism="SCRAM-SHA-256", tls=True)


URI = "mongodb://app@db.example.com/app?authSource=admin&authMechanism=SCRAM-SHA-256"
