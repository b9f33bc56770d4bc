pragma solidity 0.8.24;

contract Bank {
    mapping(address => uint256) public balances;

    function withdraw() external {
        uint256 amount = balances[msg.sender];
        balances[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
    }

    function withdrawGuarded(uint256 amount) external nonReentrant {
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
        balances[msg.sender] -= amount;
    }
}

contract Staking {
    IERC20 token;
    IERC721 nft;
    mapping(address => uint256) staked;
    mapping(uint256 => address) depositor;

    function stake(uint256 amount) external {
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        staked[msg.sender] += amount;
    }

    function deposit(uint256 id) external {
        nft.safeTransferFrom(msg.sender, address(this), id);
        depositor[id] = msg.sender;
    }
}

contract Collection {
    uint256 public totalMinted;

    // the counter is advanced before the receiver's hook runs
    function mint() external {
        uint256 id = totalMinted;
        totalMinted++;
        _safeMint(msg.sender, id);
    }

    // a local written after the call is no state
    function mintTwo() external {
        uint256 count;
        _safeMint(msg.sender, totalMinted + 1);
        count++;
    }

    // address.send moves ether with a 2300 gas stipend and no hook call
    function pay(address payable to) external {
        require(to.send(1 ether));
        totalMinted += 1;
    }
}

contract Locked {
    bool private locked;
    mapping(address => uint256) credit;

    function withdraw(uint256 amount) external {
        require(!locked);
        locked = true;
        credit[msg.sender] -= amount;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
        locked = false;
    }
}

contract CToken {
    mapping(address => uint256) accountBorrows;
    uint256 totalBorrows;

    function borrowFresh(address payable borrower, uint256 borrowAmount) internal returns (uint256) {
        accountBorrows[borrower] = accountBorrows[borrower] + borrowAmount;
        totalBorrows = totalBorrows + borrowAmount;
        doTransferOut(borrower, borrowAmount);
        return 0;
    }
}

contract Legacy {
    mapping(address => uint256) balances;

    function withdraw(uint256 amount) public {
        if (balances[msg.sender] >= amount) {
            balances[msg.sender] -= amount;
            (bool ok, ) = msg.sender.call{value: amount}("");
            require(ok);
        }
    }
}
