import tensorflow as tf
from jinja2 import Markup  # want "python/library-removed-api"
from sklearn.cross_validation import train_test_split  # want "python/library-removed-api"
from sklearn.externals import joblib  # want "python/library-removed-api"
from werkzeug import secure_filename  # want "python/library-removed-api"
from werkzeug.urls import url_quote  # want "python/library-removed-api"


def run(x):
    sess = tf.Session()  # want "python/library-removed-api"
    return sess.run(x)
