from roller_desktop.app import main

raise SystemExit(main())
