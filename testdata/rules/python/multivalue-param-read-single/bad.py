def delete_selected(request):
    ids = request.POST.get("ids[]")  # want "python/multivalue-param-read-single"
    Item.objects.filter(id__in=ids).delete()
