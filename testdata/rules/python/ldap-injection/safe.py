import ldap3
from ldap3.utils.conv import escape_filter_chars
from flask import Flask, request

app = Flask(__name__)


@app.route("/who")
def who():
    uid = escape_filter_chars(request.args.get("uid"))
    conn = ldap3.Connection(ldap3.Server("ldap://dir"), auto_bind=True)
    conn.search("dc=example,dc=com", f"(&(objectClass=person)(uid={uid}))")
    return str(conn.entries)
