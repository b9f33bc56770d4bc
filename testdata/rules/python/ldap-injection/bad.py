import ldap3
from flask import Flask, request

app = Flask(__name__)


@app.route("/who")
def who():
    uid = request.args.get("uid")
    conn = ldap3.Connection(ldap3.Server("ldap://dir"), auto_bind=True)
    conn.search("dc=example,dc=com", f"(&(objectClass=person)(uid={uid}))")  # want "ldap-injection"
    return str(conn.entries)
