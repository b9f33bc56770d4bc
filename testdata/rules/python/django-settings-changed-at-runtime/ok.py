from django.conf import settings
from django.test import TestCase, override_settings


def test_debug_page(client, settings):
    settings.DEBUG = True
    assert client.get("/").status_code == 200


@override_settings(DEBUG=True)
class PageTests(TestCase):
    def test_page(self):
        with self.settings(FEATURE_FLAGS={}):
            self.assertTrue(settings.DEBUG)
