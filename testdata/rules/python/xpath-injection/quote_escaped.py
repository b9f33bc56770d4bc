from flask import Flask, abort, request
from lxml import etree

app = Flask(__name__)
tree = etree.parse("users.xml")


@app.route("/user")
def user():
    uid = request.args.get("id", "")
    tree.xpath(f"//user[@id='{uid.replace("'", "&apos;")}']")
    name = request.args.get("name", "")
    if "'" in name:
        abort(400)
    tree.xpath(f"//user[@name='{name}']")
    tree.xpath("//user[@name=$name]", name=request.args.get("n", ""))
    return "ok"
