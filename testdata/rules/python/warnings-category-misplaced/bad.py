import warnings

warnings.warn("old API", "DeprecationWarning")  # want "python/warnings-category-misplaced"
warnings.filterwarnings("ignore", DeprecationWarning)  # want "python/warnings-category-misplaced"
