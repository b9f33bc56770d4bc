def delete_selected(request):
    ids = request.POST.getlist("ids[]")
    Item.objects.filter(id__in=ids).delete()


def one(request):
    return request.GET.get("page")
