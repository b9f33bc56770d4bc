from django.db import models


class Entry(models.Model):
    blog = models.ForeignKey("Blog", on_delete=models.CASCADE)


def blog_ids(entries, request):
    owner = request.user.id
    return [entry.blog_id for entry in entries], owner, Entry.objects.filter(blog=entry.blog.id)


def newest(conn, users, uid):
    from sqlalchemy import select

    return conn.execute(select(users.c.id).where(users.c.id == uid).order_by(users.columns.id))
