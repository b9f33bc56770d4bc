import joblib
import tensorflow as tf
from jinja2 import Environment, pass_context
from markupsafe import Markup
from sklearn.model_selection import train_test_split
from werkzeug.utils import secure_filename


def run(x):
    return tf.function(x), tf.compat.v1.Session()
