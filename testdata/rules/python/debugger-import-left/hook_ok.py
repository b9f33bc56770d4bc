"""A command-line tool with a --pdb option: the debugger is a feature here."""
import argparse
import pdb
import sys
import traceback


def main(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("--pdb", action="store_true", help="enter the debugger on an error")
    args = parser.parse_args(argv)
    try:
        return run(args)
    except Exception:
        if not args.pdb:
            raise
        traceback.print_exc()
        pdb.post_mortem(sys.exc_info()[2])
        return 1


def run(args):
    return 0
