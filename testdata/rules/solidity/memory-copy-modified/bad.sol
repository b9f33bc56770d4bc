pragma solidity 0.8.24;

contract Positions {
    struct Position { uint256 size; bool open; }
    Position[] positions;

    function close(uint256 id) external {
        Position memory p = positions[id];
        p.open = false; // want "solidity/memory-copy-modified"
    }
}
