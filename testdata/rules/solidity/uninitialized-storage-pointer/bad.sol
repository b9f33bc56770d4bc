pragma solidity 0.4.24;

contract Registry {
    struct Record { address owner; uint256 value; }
    address public admin;
    mapping(bytes32 => Record) records;

    function register(bytes32 id, uint256 value) public {
        Record storage r; // want "solidity/uninitialized-storage-pointer"
        r.owner = msg.sender;
        r.value = value;
        records[id] = r;
    }

    function play(uint256 number) public payable {
        Record game; // want "solidity/uninitialized-storage-pointer"
        game.owner = msg.sender;
        game.value = number;
    }
}
