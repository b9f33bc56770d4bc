from transformers import AutoModel, AutoTokenizer


def load(name):
    tok = AutoTokenizer.from_pretrained(name)
    model = AutoModel.from_pretrained(name, trust_remote_code=False)
    return tok, model


def pinned(name):
    return AutoModel.from_pretrained(name, trust_remote_code=True, revision="4c1a9f3e2b7d")
