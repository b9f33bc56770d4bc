def test_db(request):
    db = request.getfixturevalue("db")
    assert db
