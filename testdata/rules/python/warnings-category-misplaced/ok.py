import warnings

warnings.warn("old API", DeprecationWarning, stacklevel=2)
warnings.filterwarnings("ignore", category=DeprecationWarning)
warnings.filterwarnings("ignore", "old API")
warnings.simplefilter("ignore", DeprecationWarning)
