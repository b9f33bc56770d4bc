import argparse
import optparse

parser = argparse.ArgumentParser()
parser.add_argument("--count", type=int, default=1)
old = optparse.OptionParser()
old.add_option("--count", type="int", default=1)
