from xml.etree.ElementTree import fromstring

from django.http import HttpResponse


def soap_endpoint(request):
    envelope = fromstring(request.body)  # want "python/xml-stdlib-parser-request-data"
    return HttpResponse(envelope.tag)
