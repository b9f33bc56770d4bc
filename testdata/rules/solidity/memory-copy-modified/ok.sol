pragma solidity 0.8.24;

contract Positions {
    struct Position { uint256 size; bool open; }
    Position[] positions;

    function close(uint256 id) external {
        Position storage p = positions[id];
        p.open = false;
    }

    function closeCopy(uint256 id) external {
        Position memory p = positions[id];
        p.open = false;
        positions[id] = p;
    }

    function preview(uint256 id) external view returns (Position memory) {
        Position memory p = positions[id];
        p.open = false;
        return p;
    }
}
