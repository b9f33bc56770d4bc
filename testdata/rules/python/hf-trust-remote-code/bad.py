from datasets import load_dataset
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline


def load(name):
    tok = AutoTokenizer.from_pretrained(name, trust_remote_code=True)  # want "python/hf-trust-remote-code"
    model = AutoModelForCausalLM.from_pretrained(name, trust_remote_code=True, device_map="auto")  # want "python/hf-trust-remote-code"
    return tok, model


def classify(text):
    clf = pipeline("text-classification", model="org/custom-model", trust_remote_code=True)  # want "python/hf-trust-remote-code"
    return clf(text)


def data():
    return load_dataset("org/custom-dataset", trust_remote_code=True)  # want "python/hf-trust-remote-code"
