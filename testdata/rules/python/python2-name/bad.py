import urllib2  # want "python/python2-name"
from urlparse import urljoin  # want "python/python2-name"
import sys


def fetch(url, text):
    if isinstance(text, basestring):  # want "python/python2-name"
        text = unicode(text)  # want "python/python2-name"
    limit = sys.maxint  # want "python/python2-name"
    return urllib2.urlopen(urljoin(url, text)), limit


def order(items, compare):
    return sorted(items, cmp=compare)  # want "python/python2-name"
