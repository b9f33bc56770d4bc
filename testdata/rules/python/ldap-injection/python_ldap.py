import ldap
from ldap.filter import escape_filter_chars
from flask import Flask, request

app = Flask(__name__)


@app.route("/member")
def member():
    conn = ldap.initialize("ldap://dir.example.com")
    uid = request.args.get("uid", "")
    conn.search_s("dc=example,dc=com", ldap.SCOPE_SUBTREE, "(uid=" + uid + ")")  # want "ldap-injection"
    conn.search_s("dc=example,dc=com", ldap.SCOPE_SUBTREE, "(uid=" + escape_filter_chars(uid) + ")")
    return "ok"
